import * as migration_20261123_023106_initial from './20261123_023106_initial';

export const migrations = [
  {
    up: migration_20261123_023106_initial.up,
    down: migration_20261123_023106_initial.down,
    name: '20261123_023106_initial'
  },
];
