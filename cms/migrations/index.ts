import * as migration_20261123_023106_initial from './20261123_023106_initial';
import * as migration_20261123_075442_accounts from './20261123_075442_accounts';
import * as migration_20261123_094822_equipment from './20261123_094822_equipment';
import * as migration_20261123_184916_security from './20261123_184916_security';
import * as migration_20261124_013459_member_boards from './20261124_013459_member_boards';
import * as migration_20261124_230125_sharing_programs from './20261124_230125_sharing_programs';
import * as migration_20261125_012513_advisory from './20261125_012513_advisory';
import * as migration_20261125_042427_education from './20261125_042427_education';
import * as migration_20261125_050908_project_calls from './20261125_050908_project_calls';
import * as migration_20261125_071935_content_pages_terms from './20261125_071935_content_pages_terms';
import * as migration_20261125_074611_course_tracks from './20261125_074611_course_tracks';
import * as migration_20261125_084901_new_boards from './20261125_084901_new_boards';
import * as migration_20261125_110136_schedule_publish from './20261125_110136_schedule_publish';
import * as migration_20261125_222747_travel_attractions from './20261125_222747_travel_attractions';
import * as migration_20261125_223959_travel_tours from './20261125_223959_travel_tours';
import * as migration_20261125_224914_travel_passes from './20261125_224914_travel_passes';
import * as migration_20261125_230358_travel_sticky_area from './20261125_230358_travel_sticky_area';
import * as migration_20261125_231100_travel_reservations from './20261125_231100_travel_reservations';
import * as migration_20261125_233051_travel_coupon_scope from './20261125_233051_travel_coupon_scope';

export const migrations = [
  {
    up: migration_20261123_023106_initial.up,
    down: migration_20261123_023106_initial.down,
    name: '20261123_023106_initial',
  },
  {
    up: migration_20261123_075442_accounts.up,
    down: migration_20261123_075442_accounts.down,
    name: '20261123_075442_accounts',
  },
  {
    up: migration_20261123_094822_equipment.up,
    down: migration_20261123_094822_equipment.down,
    name: '20261123_094822_equipment',
  },
  {
    up: migration_20261123_184916_security.up,
    down: migration_20261123_184916_security.down,
    name: '20261123_184916_security',
  },
  {
    up: migration_20261124_013459_member_boards.up,
    down: migration_20261124_013459_member_boards.down,
    name: '20261124_013459_member_boards',
  },
  {
    up: migration_20261124_230125_sharing_programs.up,
    down: migration_20261124_230125_sharing_programs.down,
    name: '20261124_230125_sharing_programs',
  },
  {
    up: migration_20261125_012513_advisory.up,
    down: migration_20261125_012513_advisory.down,
    name: '20261125_012513_advisory',
  },
  {
    up: migration_20261125_042427_education.up,
    down: migration_20261125_042427_education.down,
    name: '20261125_042427_education',
  },
  {
    up: migration_20261125_050908_project_calls.up,
    down: migration_20261125_050908_project_calls.down,
    name: '20261125_050908_project_calls',
  },
  {
    up: migration_20261125_071935_content_pages_terms.up,
    down: migration_20261125_071935_content_pages_terms.down,
    name: '20261125_071935_content_pages_terms',
  },
  {
    up: migration_20261125_074611_course_tracks.up,
    down: migration_20261125_074611_course_tracks.down,
    name: '20261125_074611_course_tracks',
  },
  {
    up: migration_20261125_084901_new_boards.up,
    down: migration_20261125_084901_new_boards.down,
    name: '20261125_084901_new_boards',
  },
  {
    up: migration_20261125_110136_schedule_publish.up,
    down: migration_20261125_110136_schedule_publish.down,
    name: '20261125_110136_schedule_publish',
  },
  {
    up: migration_20261125_222747_travel_attractions.up,
    down: migration_20261125_222747_travel_attractions.down,
    name: '20261125_222747_travel_attractions',
  },
  {
    up: migration_20261125_223959_travel_tours.up,
    down: migration_20261125_223959_travel_tours.down,
    name: '20261125_223959_travel_tours',
  },
  {
    up: migration_20261125_224914_travel_passes.up,
    down: migration_20261125_224914_travel_passes.down,
    name: '20261125_224914_travel_passes',
  },
  {
    up: migration_20261125_230358_travel_sticky_area.up,
    down: migration_20261125_230358_travel_sticky_area.down,
    name: '20261125_230358_travel_sticky_area',
  },
  {
    up: migration_20261125_231100_travel_reservations.up,
    down: migration_20261125_231100_travel_reservations.down,
    name: '20261125_231100_travel_reservations',
  },
  {
    up: migration_20261125_233051_travel_coupon_scope.up,
    down: migration_20261125_233051_travel_coupon_scope.down,
    name: '20261125_233051_travel_coupon_scope'
  },
];
