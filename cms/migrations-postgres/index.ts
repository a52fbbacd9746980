import * as migration_20261125_200431_initial from './20261125_200431_initial';
import * as migration_20261125_204600_rate_limit_hits from './20261125_204600_rate_limit_hits';
import * as migration_20261125_222335_upload_storage from './20261125_222335_upload_storage';

export const migrations = [
  {
    up: migration_20261125_200431_initial.up,
    down: migration_20261125_200431_initial.down,
    name: '20261125_200431_initial',
  },
  {
    up: migration_20261125_204600_rate_limit_hits.up,
    down: migration_20261125_204600_rate_limit_hits.down,
    name: '20261125_204600_rate_limit_hits',
  },
  {
    up: migration_20261125_222335_upload_storage.up,
    down: migration_20261125_222335_upload_storage.down,
    name: '20261125_222335_upload_storage'
  },
];
