import { equipmentCategories, type EquipmentCategory } from '@contract/equipment-options'
import { toOneOf, toPositiveInt, toText } from '@/lib/search-params'
import { isIsoDate } from './seoul-date'

/** Cards per catalogue page: three rows of three. */
export const CATALOGUE_PAGE_SIZE = 9

/** The booking page's picker lists every match at once; the catalogue is where paging lives. */
export const PICKER_PAGE_SIZE = 100

/** The catalogue's URL state; `id` opens one item's detail on the same page (shareable link). */
export type EquipmentListSearch = {
  pageNum?: number
  searchKeyword?: string
  category?: EquipmentCategory
  id?: number
}

const categoryValues = equipmentCategories.map((category) => category.value)

export const validateEquipmentListSearch = (search: Record<string, unknown>): EquipmentListSearch => ({
  pageNum: toPositiveInt(search.pageNum),
  searchKeyword: toText(search.searchKeyword),
  category: toOneOf(search.category, categoryValues),
  id: toPositiveInt(search.id),
})

/** /easyReservation keeps the chosen equipment and day in the URL so a login round trip restores them. */
export type ReservationSearch = { equipmentId?: number; date?: string }

export const validateReservationSearch = (search: Record<string, unknown>): ReservationSearch => ({
  equipmentId: toPositiveInt(search.equipmentId),
  date: isIsoDate(search.date) ? search.date : undefined,
})
