import * as migration_20261125_200431_initial from './20261125_200431_initial';

export const migrations = [
  {
    up: migration_20261125_200431_initial.up,
    down: migration_20261125_200431_initial.down,
    name: '20261125_200431_initial'
  },
];
