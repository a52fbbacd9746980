import { YesNoCell as YesNoCell_7c2f6ac8cef098a6ff78719aa1e560aa } from '../../../admin/shared/yes-no-cell'
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
import { ScheduleAwarePublishButton as ScheduleAwarePublishButton_867b90ec2e23a37046a9391d989aeafa } from '../../../admin/publishing/schedule-aware-publish-button'
import { ApplicationStateActions as ApplicationStateActions_518efd492556053f643d8be92e90047b } from '../../../admin/applications/application-state-actions'
import { ApplicationListBar as ApplicationListBar_20217642c8ef81a89c427902ddebb228 } from '../../../admin/applications/application-list-bar'
import { BookableCell as BookableCell_6bf3424d8fee14c39ba9f1cfc52aa766 } from '../../../admin/equipment/bookable-cell'
import { ReservationStateActions as ReservationStateActions_c28e74819e2b4180d749cb26568510e3 } from '../../../admin/equipment/reservation-state-actions'
import { ReservationStateCell as ReservationStateCell_d581b54b01288501e0ca69a7309c823e } from '../../../admin/equipment/reservation-state-cell'
import { ReservationListBar as ReservationListBar_9613249b3f9dbd0c488ca6efc669e51b } from '../../../admin/equipment/reservation-list-bar'
import { BulkStateActions as BulkStateActions_4d40735a35e3c0800376699bee0c6591 } from '../../../admin/equipment/bulk-state-actions'
import { AdminIcon as AdminIcon_766a9a4eba177a3742ad794a2d7d48ff } from '../../../admin/brand/admin-icon'
import { AdminLogo as AdminLogo_f3053310c3b9e311b23adb6f1cd49b3b } from '../../../admin/brand/admin-logo'
import { DayViewNavLink as DayViewNavLink_e76f4970e6bcc64d933536f11e99b68b } from '../../../admin/equipment/day-view-nav-link'
import { StaffInbox as StaffInbox_5d9c6d95223e8dc911e64cd7f4dcac01 } from '../../../admin/staff-inbox/staff-inbox'
import { CollectionCounts as CollectionCounts_004ec2b6d904ef2369511e6d2faa986e } from '../../../admin/collection-counts/collection-counts'
import { KoreanAccessibleNames as KoreanAccessibleNames_79046bdb02d0bb10eababd94d75a35d9 } from '../../../admin/accessibility/korean-accessible-names'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { EquipmentDayView as EquipmentDayView_827bdaaea681e83310a9ceff7bd711f1 } from '../../../admin/equipment/equipment-day-view'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/admin/shared/yes-no-cell#YesNoCell": YesNoCell_7c2f6ac8cef098a6ff78719aa1e560aa,
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
  "/admin/publishing/schedule-aware-publish-button#ScheduleAwarePublishButton": ScheduleAwarePublishButton_867b90ec2e23a37046a9391d989aeafa,
  "/admin/applications/application-state-actions#ApplicationStateActions": ApplicationStateActions_518efd492556053f643d8be92e90047b,
  "/admin/applications/application-list-bar#ApplicationListBar": ApplicationListBar_20217642c8ef81a89c427902ddebb228,
  "/admin/equipment/bookable-cell#BookableCell": BookableCell_6bf3424d8fee14c39ba9f1cfc52aa766,
  "/admin/equipment/reservation-state-actions#ReservationStateActions": ReservationStateActions_c28e74819e2b4180d749cb26568510e3,
  "/admin/equipment/reservation-state-cell#ReservationStateCell": ReservationStateCell_d581b54b01288501e0ca69a7309c823e,
  "/admin/equipment/reservation-list-bar#ReservationListBar": ReservationListBar_9613249b3f9dbd0c488ca6efc669e51b,
  "/admin/equipment/bulk-state-actions#BulkStateActions": BulkStateActions_4d40735a35e3c0800376699bee0c6591,
  "/admin/brand/admin-icon#AdminIcon": AdminIcon_766a9a4eba177a3742ad794a2d7d48ff,
  "/admin/brand/admin-logo#AdminLogo": AdminLogo_f3053310c3b9e311b23adb6f1cd49b3b,
  "/admin/equipment/day-view-nav-link#DayViewNavLink": DayViewNavLink_e76f4970e6bcc64d933536f11e99b68b,
  "/admin/staff-inbox/staff-inbox#StaffInbox": StaffInbox_5d9c6d95223e8dc911e64cd7f4dcac01,
  "/admin/collection-counts/collection-counts#CollectionCounts": CollectionCounts_004ec2b6d904ef2369511e6d2faa986e,
  "/admin/accessibility/korean-accessible-names#KoreanAccessibleNames": KoreanAccessibleNames_79046bdb02d0bb10eababd94d75a35d9,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "/admin/equipment/equipment-day-view#EquipmentDayView": EquipmentDayView_827bdaaea681e83310a9ceff7bd711f1,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
