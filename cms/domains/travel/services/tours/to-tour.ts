import type { TourDetail, TourStop, TourSummary } from '../../../../../contract/travel'
import { tourEtcInformation } from '../../../../../contract/travel-options'
import type { RecommendedTour } from '../../../../payload-types'
import { cardImage } from '../../card-image'
import { tickedOptions } from '../../checkbox-options'
import { travelMessages } from '../../messages'
import { toAttractionSummary, type AttractionDoc } from '../attractions/to-attraction'

const daysLabel = (days: number) => (days <= 1 ? travelMessages.sameDay : travelMessages.nightsAndDays(days))

/**
 * The stops whose attraction the portal shows: read at depth ≥ 1, an attraction the caller may not
 * read stays a bare id, and one staff read as a draft is not public either.
 */
const shownStops = (tour: RecommendedTour) =>
  (tour.stops ?? []).flatMap((stop) =>
    typeof stop.attraction === 'object' && stop.attraction._status === 'published' ? [{ ...stop, attraction: stop.attraction }] : [],
  )

export const toTourSummary = (tour: RecommendedTour): TourSummary => {
  const theme = tour.theme && typeof tour.theme === 'object' ? tour.theme : null
  return {
    tourUid: tour.id,
    title: tour.title,
    themeCd: theme?.code ?? null,
    themeNm: theme?.codeName ?? null,
    tourDays: tour.tourDays,
    tourDaysLabel: daysLabel(tour.tourDays),
    summary: tour.summary ?? null,
    ...cardImage(tour.image),
    etcInformation: tickedOptions(tourEtcInformation, tour.etcInformation),
    attractionCnt: new Set(shownStops(tour).map((stop) => stop.attraction.id)).size,
  }
}

/** The detail, its stops day by day in staff's order; `interested` marks the caller's favourites. */
export const toTourDetail = (tour: RecommendedTour, interested: ReadonlySet<number>): TourDetail => ({
  ...toTourSummary(tour),
  description: tour.description ?? null,
  stops: shownStops(tour)
    .map((stop): TourStop => ({
      day: stop.day,
      note: stop.note ?? null,
      attraction: toAttractionSummary(stop.attraction as AttractionDoc, interested.has(stop.attraction.id)),
    }))
    .sort((a, b) => a.day - b.day),
})
