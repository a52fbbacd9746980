import { YesNoCell as YesNoCell_e96f9962e9f4829b99d3afee351deedc } from '../../../platform/admin/shared/yes-no-cell'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ScheduleAwarePublishButton as ScheduleAwarePublishButton_6bb46c3dc703817f488309bbf269cd37 } from '../../../platform/admin/publishing/schedule-aware-publish-button'
import { ApplicationStateActions as ApplicationStateActions_33051394a3aec029f64f212ed219c454 } from '../../../domains/applications/admin/application-state-actions'
import { ApplicationListBar as ApplicationListBar_30a06e8647323ed4baf709f1553bcb9e } from '../../../domains/applications/admin/application-list-bar'
import { BookableCell as BookableCell_2d6ea3ea749e88850660c56d10a4329b } from '../../../domains/equipment/admin/bookable-cell'
import { EquipmentFeedField as EquipmentFeedField_480b3f15bd3fb01105a996daa7e0e9e3 } from '../../../domains/equipment/admin/equipment-feed-field'
import { ReservationStateActions as ReservationStateActions_8535b8fd281be8e29e87aa1db383184d } from '../../../domains/equipment/admin/reservation-state-actions'
import { ReservationStateCell as ReservationStateCell_1d8c86f06e968b74c68fca13cdcfa3a3 } from '../../../domains/equipment/admin/reservation-state-cell'
import { UsageLogPanel as UsageLogPanel_6f36cc132a2480f489ca6497172feb35 } from '../../../domains/equipment/admin/usage-log-panel'
import { ReservationListBar as ReservationListBar_15f54a9f47588998a357b844f8091f0d } from '../../../domains/equipment/admin/reservation-list-bar'
import { BulkStateActions as BulkStateActions_8475ef0e26c34766edfc2b205574a066 } from '../../../domains/equipment/admin/bulk-state-actions'
import { CompanyStaffActions as CompanyStaffActions_3c1ce08874f2ae9adb3793ca02e3a30b } from '../../../domains/companies/admin/company-staff-actions'
import { FamilyExportLink as FamilyExportLink_d17b6743b142ca2384bfa45781c86390 } from '../../../domains/family/admin/family-export-link'
import { TemplatePreview as TemplatePreview_d10f9844ddc4707ee2adc000da9cc2d5 } from '../../../domains/notifications/admin/template-preview'
import { TestSendButton as TestSendButton_3cda3cd6a003633da11c43bd853c0aca } from '../../../domains/notifications/admin/test-send-button'
import { ResendButton as ResendButton_fb5418c096b522c8a72be74997130819 } from '../../../domains/notifications/admin/resend-button'
import { TechnologyInterestPanel as TechnologyInterestPanel_86deafe9e525e60cded0a647986b64df } from '../../../domains/tech-transfer/admin/technology-interest-panel'
import { TechnologyImport as TechnologyImport_9737d5d42104c028b0dcf7f944cf12ba } from '../../../domains/tech-transfer/admin/technology-import'
import { EventRegistrationsBox as EventRegistrationsBox_db047e1829a6a5c8a4039cebc6626391 } from '../../../domains/events/admin/event-registrations-box'
import { SurveyResultsLink as SurveyResultsLink_75ca4416c5b16ab823f94bfbef805567 } from '../../../domains/surveys/admin/results-link'
import { AdminIcon as AdminIcon_8e0906e5a76501d8e0129d2aa34c2498 } from '../../../platform/admin/brand/admin-icon'
import { AdminLogo as AdminLogo_d077df92d3d359cfa5440217a71101aa } from '../../../platform/admin/brand/admin-logo'
import { DayViewNavLink as DayViewNavLink_1dbec7032143af300e11812f7e940e26 } from '../../../domains/equipment/admin/day-view-nav-link'
import { OfficeNavLinks as OfficeNavLinks_84f4beada8bd54ccd3919ea7c88126dc } from '../../../domains/equipment/admin/office-nav-links'
import { StatisticsNavLink as StatisticsNavLink_7350f07d46594bad9f1bc6bb3722bc3e } from '../../../domains/statistics/admin/statistics-nav-link'
import { ReviewNavLink as ReviewNavLink_89e152002efaf76335a980ed85991bb5 } from '../../../domains/access-log/admin/review-nav-link'
import { NotificationCountsNavLink as NotificationCountsNavLink_a667fc8831ff5ce07595cf941bec3e98 } from '../../../domains/notifications/admin/counts-nav-link'
import { StaffInbox as StaffInbox_1085e1dbaaad1ce41827e4cb4e831611 } from '../../../domains/staff-inbox/admin/staff-inbox'
import { CollectionCounts as CollectionCounts_114df8a9b4e8dc37b7b9cc4e840d1ce7 } from '../../../domains/staff-inbox/admin/collection-counts'
import { KoreanAccessibleNames as KoreanAccessibleNames_a52a0367403d9ff237bf5bab435060c6 } from '../../../platform/admin/accessibility/korean-accessible-names'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { EquipmentDayView as EquipmentDayView_1266e86053d2aaf2f6e618928d4410cc } from '../../../domains/equipment/admin/equipment-day-view'
import { EquipmentSettlementView as EquipmentSettlementView_989a1ee65fa4ed861bb1f0d1a876c244 } from '../../../domains/equipment/admin/equipment-settlement-view'
import { EquipmentUtilisationView as EquipmentUtilisationView_c1debd9e2c944462a4f75666d0b6943f } from '../../../domains/equipment/admin/equipment-utilisation-view'
import { StatisticsView as StatisticsView_d444fab914239138ffefb4519733dba8 } from '../../../domains/statistics/admin/statistics-view'
import { NotificationCountsView as NotificationCountsView_b078f28e72b9be48968c1b4830c74bd9 } from '../../../domains/notifications/admin/counts-view'
import { SurveyResultsView as SurveyResultsView_2feb6b6eaa639f5990b08c206fca65c7 } from '../../../domains/surveys/admin/survey-results-view'
import { AccessLogReviewView as AccessLogReviewView_5a43fb3b86d3f96538b0d792f2df45f3 } from '../../../domains/access-log/admin/access-log-review-view'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/platform/admin/shared/yes-no-cell#YesNoCell": YesNoCell_e96f9962e9f4829b99d3afee351deedc,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/platform/admin/publishing/schedule-aware-publish-button#ScheduleAwarePublishButton": ScheduleAwarePublishButton_6bb46c3dc703817f488309bbf269cd37,
  "/domains/applications/admin/application-state-actions#ApplicationStateActions": ApplicationStateActions_33051394a3aec029f64f212ed219c454,
  "/domains/applications/admin/application-list-bar#ApplicationListBar": ApplicationListBar_30a06e8647323ed4baf709f1553bcb9e,
  "/domains/equipment/admin/bookable-cell#BookableCell": BookableCell_2d6ea3ea749e88850660c56d10a4329b,
  "/domains/equipment/admin/equipment-feed-field#EquipmentFeedField": EquipmentFeedField_480b3f15bd3fb01105a996daa7e0e9e3,
  "/domains/equipment/admin/reservation-state-actions#ReservationStateActions": ReservationStateActions_8535b8fd281be8e29e87aa1db383184d,
  "/domains/equipment/admin/reservation-state-cell#ReservationStateCell": ReservationStateCell_1d8c86f06e968b74c68fca13cdcfa3a3,
  "/domains/equipment/admin/usage-log-panel#UsageLogPanel": UsageLogPanel_6f36cc132a2480f489ca6497172feb35,
  "/domains/equipment/admin/reservation-list-bar#ReservationListBar": ReservationListBar_15f54a9f47588998a357b844f8091f0d,
  "/domains/equipment/admin/bulk-state-actions#BulkStateActions": BulkStateActions_8475ef0e26c34766edfc2b205574a066,
  "/domains/companies/admin/company-staff-actions#CompanyStaffActions": CompanyStaffActions_3c1ce08874f2ae9adb3793ca02e3a30b,
  "/domains/family/admin/family-export-link#FamilyExportLink": FamilyExportLink_d17b6743b142ca2384bfa45781c86390,
  "/domains/notifications/admin/template-preview#TemplatePreview": TemplatePreview_d10f9844ddc4707ee2adc000da9cc2d5,
  "/domains/notifications/admin/test-send-button#TestSendButton": TestSendButton_3cda3cd6a003633da11c43bd853c0aca,
  "/domains/notifications/admin/resend-button#ResendButton": ResendButton_fb5418c096b522c8a72be74997130819,
  "/domains/tech-transfer/admin/technology-interest-panel#TechnologyInterestPanel": TechnologyInterestPanel_86deafe9e525e60cded0a647986b64df,
  "/domains/tech-transfer/admin/technology-import#TechnologyImport": TechnologyImport_9737d5d42104c028b0dcf7f944cf12ba,
  "/domains/events/admin/event-registrations-box#EventRegistrationsBox": EventRegistrationsBox_db047e1829a6a5c8a4039cebc6626391,
  "/domains/surveys/admin/results-link#SurveyResultsLink": SurveyResultsLink_75ca4416c5b16ab823f94bfbef805567,
  "/platform/admin/brand/admin-icon#AdminIcon": AdminIcon_8e0906e5a76501d8e0129d2aa34c2498,
  "/platform/admin/brand/admin-logo#AdminLogo": AdminLogo_d077df92d3d359cfa5440217a71101aa,
  "/domains/equipment/admin/day-view-nav-link#DayViewNavLink": DayViewNavLink_1dbec7032143af300e11812f7e940e26,
  "/domains/equipment/admin/office-nav-links#OfficeNavLinks": OfficeNavLinks_84f4beada8bd54ccd3919ea7c88126dc,
  "/domains/statistics/admin/statistics-nav-link#StatisticsNavLink": StatisticsNavLink_7350f07d46594bad9f1bc6bb3722bc3e,
  "/domains/access-log/admin/review-nav-link#ReviewNavLink": ReviewNavLink_89e152002efaf76335a980ed85991bb5,
  "/domains/notifications/admin/counts-nav-link#NotificationCountsNavLink": NotificationCountsNavLink_a667fc8831ff5ce07595cf941bec3e98,
  "/domains/staff-inbox/admin/staff-inbox#StaffInbox": StaffInbox_1085e1dbaaad1ce41827e4cb4e831611,
  "/domains/staff-inbox/admin/collection-counts#CollectionCounts": CollectionCounts_114df8a9b4e8dc37b7b9cc4e840d1ce7,
  "/platform/admin/accessibility/korean-accessible-names#KoreanAccessibleNames": KoreanAccessibleNames_a52a0367403d9ff237bf5bab435060c6,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "/domains/equipment/admin/equipment-day-view#EquipmentDayView": EquipmentDayView_1266e86053d2aaf2f6e618928d4410cc,
  "/domains/equipment/admin/equipment-settlement-view#EquipmentSettlementView": EquipmentSettlementView_989a1ee65fa4ed861bb1f0d1a876c244,
  "/domains/equipment/admin/equipment-utilisation-view#EquipmentUtilisationView": EquipmentUtilisationView_c1debd9e2c944462a4f75666d0b6943f,
  "/domains/statistics/admin/statistics-view#StatisticsView": StatisticsView_d444fab914239138ffefb4519733dba8,
  "/domains/notifications/admin/counts-view#NotificationCountsView": NotificationCountsView_b078f28e72b9be48968c1b4830c74bd9,
  "/domains/surveys/admin/survey-results-view#SurveyResultsView": SurveyResultsView_2feb6b6eaa639f5990b08c206fca65c7,
  "/domains/access-log/admin/access-log-review-view#AccessLogReviewView": AccessLogReviewView_5a43fb3b86d3f96538b0d792f2df45f3,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
