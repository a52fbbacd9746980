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
import * as migration_20261125_222329_upload_storage from './20261125_222329_upload_storage';
import * as migration_20261125_233804_travel_legacy from './20261125_233804_travel_legacy';
import * as migration_20261126_042329_upload_original_name from './20261126_042329_upload_original_name';
import * as migration_20261126_092857_personal_data from './20261126_092857_personal_data';
import * as migration_20261126_113842_companies from './20261126_113842_companies';
import * as migration_20261126_124957_companies_family from './20261126_124957_companies_family';
import * as migration_20261126_202938_equipment_operations from './20261126_202938_equipment_operations';
import * as migration_20261126_223216_notifications from './20261126_223216_notifications';
import * as migration_20261127_001846_notification_service from './20261127_001846_notification_service';
import * as migration_20261127_063517_tech_transfer from './20261127_063517_tech_transfer';
import * as migration_20261127_095106_events_surveys from './20261127_095106_events_surveys';
import * as migration_20261127_123208_seo_board_conveniences from './20261127_123208_seo_board_conveniences';
import * as migration_20261127_150000_content_version from './20261127_150000_content_version';

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
    up: migration_20261125_222329_upload_storage.up,
    down: migration_20261125_222329_upload_storage.down,
    name: '20261125_222329_upload_storage',
  },
  {
    up: migration_20261125_233804_travel_legacy.up,
    down: migration_20261125_233804_travel_legacy.down,
    name: '20261125_233804_travel_legacy',
  },
  {
    up: migration_20261126_042329_upload_original_name.up,
    down: migration_20261126_042329_upload_original_name.down,
    name: '20261126_042329_upload_original_name',
  },
  {
    up: migration_20261126_092857_personal_data.up,
    down: migration_20261126_092857_personal_data.down,
    name: '20261126_092857_personal_data',
  },
  {
    up: migration_20261126_113842_companies.up,
    down: migration_20261126_113842_companies.down,
    name: '20261126_113842_companies',
  },
  {
    up: migration_20261126_124957_companies_family.up,
    down: migration_20261126_124957_companies_family.down,
    name: '20261126_124957_companies_family',
  },
  {
    up: migration_20261126_202938_equipment_operations.up,
    down: migration_20261126_202938_equipment_operations.down,
    name: '20261126_202938_equipment_operations',
  },
  {
    up: migration_20261126_223216_notifications.up,
    down: migration_20261126_223216_notifications.down,
    name: '20261126_223216_notifications',
  },
  {
    up: migration_20261127_001846_notification_service.up,
    down: migration_20261127_001846_notification_service.down,
    name: '20261127_001846_notification_service',
  },
  {
    up: migration_20261127_063517_tech_transfer.up,
    down: migration_20261127_063517_tech_transfer.down,
    name: '20261127_063517_tech_transfer',
  },
  {
    up: migration_20261127_095106_events_surveys.up,
    down: migration_20261127_095106_events_surveys.down,
    name: '20261127_095106_events_surveys',
  },
  {
    up: migration_20261127_123208_seo_board_conveniences.up,
    down: migration_20261127_123208_seo_board_conveniences.down,
    name: '20261127_123208_seo_board_conveniences'
  },
  {
    up: migration_20261127_150000_content_version.up,
    down: migration_20261127_150000_content_version.down,
    name: '20261127_150000_content_version',
  },
];
