import * as migration_20261123_023106_initial from './20261123_023106_initial';
import * as migration_20261123_075442_accounts from './20261123_075442_accounts';

export const migrations = [
  {
    up: migration_20261123_023106_initial.up,
    down: migration_20261123_023106_initial.down,
    name: '20261123_023106_initial',
  },
  {
    up: migration_20261123_075442_accounts.up,
    down: migration_20261123_075442_accounts.down,
    name: '20261123_075442_accounts'
  },
];
