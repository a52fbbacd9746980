import type { AttractionDetail, AttractionSummary } from '../../../../../contract/travel'
import { attractionEtcInformation, attractionFacilities } from '../../../../../contract/travel-options'
import type { Attraction, TravelCode } from '../../../../payload-types'
import { cardImage } from '../../card-image'
import { tickedOptions } from '../../checkbox-options'

/** An attraction read at depth 1: its codes and image arrive as rows. */
export type AttractionDoc = Attraction

const codeRow = (value: number | TravelCode | null | undefined) => (value && typeof value === 'object' ? value : null)

export const toAttractionSummary = (doc: AttractionDoc, isInterest: boolean): AttractionSummary => {
  const goodsType = codeRow(doc.goodsType)
  const goodsCategory = codeRow(doc.goodsCategory)
  return {
    gdsUid: doc.id,
    name: doc.name,
    gdsTycd: goodsType?.code ?? null,
    gdsTycdNm: goodsType?.codeName ?? null,
    gdsCategoryCd: goodsCategory?.code ?? null,
    gdsCategoryNm: goodsCategory?.codeName ?? null,
    ctpvNm: codeRow(doc.province)?.codeName ?? null,
    sggNm: codeRow(doc.district)?.codeName ?? null,
    address: doc.address ?? null,
    summary: doc.summary ?? null,
    ...cardImage(doc.image),
    facilities: tickedOptions(attractionFacilities, doc.facilities),
    etcInformation: tickedOptions(attractionEtcInformation, doc.etcInformation),
    isInterest,
  }
}

export const toAttractionDetail = (doc: AttractionDoc, isInterest: boolean): AttractionDetail => ({
  ...toAttractionSummary(doc, isInterest),
  description: doc.description ?? null,
  openingHours: doc.openingHours ?? null,
  admissionFee: doc.admissionFee ?? null,
  phone: doc.phone ?? null,
  homepage: doc.homepage ?? null,
})
