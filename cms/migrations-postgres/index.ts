import * as migration_20261125_200431_initial from './20261125_200431_initial';
import * as migration_20261125_204600_rate_limit_hits from './20261125_204600_rate_limit_hits';
import * as migration_20261125_222753_travel_attractions from './20261125_222753_travel_attractions';
import * as migration_20261125_223953_travel_tours from './20261125_223953_travel_tours';
import * as migration_20261125_224918_travel_passes from './20261125_224918_travel_passes';
import * as migration_20261125_230403_travel_sticky_area from './20261125_230403_travel_sticky_area';
import * as migration_20261125_231109_travel_reservations from './20261125_231109_travel_reservations';
import * as migration_20261125_233100_travel_coupon_scope from './20261125_233100_travel_coupon_scope';

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
    up: migration_20261125_222753_travel_attractions.up,
    down: migration_20261125_222753_travel_attractions.down,
    name: '20261125_222753_travel_attractions',
  },
  {
    up: migration_20261125_223953_travel_tours.up,
    down: migration_20261125_223953_travel_tours.down,
    name: '20261125_223953_travel_tours',
  },
  {
    up: migration_20261125_224918_travel_passes.up,
    down: migration_20261125_224918_travel_passes.down,
    name: '20261125_224918_travel_passes',
  },
  {
    up: migration_20261125_230403_travel_sticky_area.up,
    down: migration_20261125_230403_travel_sticky_area.down,
    name: '20261125_230403_travel_sticky_area',
  },
  {
    up: migration_20261125_231109_travel_reservations.up,
    down: migration_20261125_231109_travel_reservations.down,
    name: '20261125_231109_travel_reservations',
  },
  {
    up: migration_20261125_233100_travel_coupon_scope.up,
    down: migration_20261125_233100_travel_coupon_scope.down,
    name: '20261125_233100_travel_coupon_scope'
  },
];
