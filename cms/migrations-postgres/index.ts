import * as migration_20261125_200431_initial from './20261125_200431_initial';
import * as migration_20261125_204600_rate_limit_hits from './20261125_204600_rate_limit_hits';
import * as migration_20261125_222335_upload_storage from './20261125_222335_upload_storage';
import * as migration_20261125_224242_mail_jobs from './20261125_224242_mail_jobs';
import * as migration_20261125_233800_travel_legacy from './20261125_233800_travel_legacy';
import * as migration_20261126_042410_upload_original_name from './20261126_042410_upload_original_name';
import * as migration_20261126_092909_personal_data from './20261126_092909_personal_data';
import * as migration_20261126_113902_companies from './20261126_113902_companies';
import * as migration_20261126_125009_companies_family from './20261126_125009_companies_family';
import * as migration_20261126_202948_equipment_operations from './20261126_202948_equipment_operations';
import * as migration_20261126_223225_notifications from './20261126_223225_notifications';
import * as migration_20261127_001927_notification_service from './20261127_001927_notification_service';
import * as migration_20261127_021108_delivery_sending from './20261127_021108_delivery_sending';
import * as migration_20261127_063521_tech_transfer from './20261127_063521_tech_transfer';
import * as migration_20261127_095125_events_surveys from './20261127_095125_events_surveys';
import * as migration_20261127_123223_seo_board_conveniences from './20261127_123223_seo_board_conveniences';
import * as migration_20261127_150000_content_version from './20261127_150000_content_version';
import * as migration_20261128_005803_seat_event_waiting from './20261128_005803_seat_event_waiting';

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
    name: '20261125_222335_upload_storage',
  },
  {
    up: migration_20261125_224242_mail_jobs.up,
    down: migration_20261125_224242_mail_jobs.down,
    name: '20261125_224242_mail_jobs',
  },
  {
    up: migration_20261125_233800_travel_legacy.up,
    down: migration_20261125_233800_travel_legacy.down,
    name: '20261125_233800_travel_legacy',
  },
  {
    up: migration_20261126_042410_upload_original_name.up,
    down: migration_20261126_042410_upload_original_name.down,
    name: '20261126_042410_upload_original_name',
  },
  {
    up: migration_20261126_092909_personal_data.up,
    down: migration_20261126_092909_personal_data.down,
    name: '20261126_092909_personal_data',
  },
  {
    up: migration_20261126_113902_companies.up,
    down: migration_20261126_113902_companies.down,
    name: '20261126_113902_companies',
  },
  {
    up: migration_20261126_125009_companies_family.up,
    down: migration_20261126_125009_companies_family.down,
    name: '20261126_125009_companies_family',
  },
  {
    up: migration_20261126_202948_equipment_operations.up,
    down: migration_20261126_202948_equipment_operations.down,
    name: '20261126_202948_equipment_operations',
  },
  {
    up: migration_20261126_223225_notifications.up,
    down: migration_20261126_223225_notifications.down,
    name: '20261126_223225_notifications',
  },
  {
    up: migration_20261127_001927_notification_service.up,
    down: migration_20261127_001927_notification_service.down,
    name: '20261127_001927_notification_service',
  },
  {
    up: migration_20261127_021108_delivery_sending.up,
    down: migration_20261127_021108_delivery_sending.down,
    name: '20261127_021108_delivery_sending',
  },
  {
    up: migration_20261127_063521_tech_transfer.up,
    down: migration_20261127_063521_tech_transfer.down,
    name: '20261127_063521_tech_transfer',
  },
  {
    up: migration_20261127_095125_events_surveys.up,
    down: migration_20261127_095125_events_surveys.down,
    name: '20261127_095125_events_surveys',
  },
  {
    up: migration_20261127_123223_seo_board_conveniences.up,
    down: migration_20261127_123223_seo_board_conveniences.down,
    name: '20261127_123223_seo_board_conveniences',
  },
  {
    up: migration_20261127_150000_content_version.up,
    down: migration_20261127_150000_content_version.down,
    name: '20261127_150000_content_version',
  },
  {
    up: migration_20261128_005803_seat_event_waiting.up,
    down: migration_20261128_005803_seat_event_waiting.down,
    name: '20261128_005803_seat_event_waiting'
  },
];
