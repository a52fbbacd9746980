import type { PassDetail, PassOption, PassOrder, PassSummary, PassVoucher } from '../../../../../contract/travel'
import { passOrderStates, TEST_PAYMENT } from '../../../../../contract/travel-options'
import type { Attraction, Pass, PassOption as PassOptionDoc, PassOrder as PassOrderDoc, TravelCode } from '../../../../payload-types'
import { cardImage } from '../../card-image'
import { toAttractionSummary } from '../attractions/to-attraction'

const row = <T extends object>(value: number | T | null | undefined): T | null => (value && typeof value === 'object' ? value : null)

export const toPassOption = (option: PassOptionDoc): PassOption => ({
  gdsDtlUid: option.id,
  optionNm: option.optionName,
  price: option.price,
  stock: option.stock,
  soldOut: option.stock <= 0,
})

/** A pass read at depth ≥ 1 with its options. */
export const toPassSummary = (pass: Pass, options: PassOptionDoc[]): PassSummary => {
  const passType = row<TravelCode>(pass.passType)
  const prices = options.map((option) => option.price)
  return {
    passUid: pass.id,
    name: pass.name,
    psCd: passType?.code ?? null,
    psNm: passType?.codeName ?? null,
    summary: pass.summary ?? null,
    ...cardImage(pass.image),
    validDays: pass.validDays,
    minPrice: prices.length > 0 ? Math.min(...prices) : null,
    soldOut: options.every((option) => option.stock <= 0),
  }
}

/** The detail; the attractions are those the caller may read that are published. */
export const toPassDetail = (pass: Pass, options: PassOptionDoc[], attractions: Attraction[]): PassDetail => ({
  ...toPassSummary(pass, options),
  description: pass.description ?? null,
  options: options.map(toPassOption),
  attractions: attractions.map((attraction) => toAttractionSummary(attraction, false)),
})

/** An order read at depth ≥ 1 (pass, option, coupon); `whyNm` names the refund code. */
export const toPassOrder = (order: PassOrderDoc, whyNm: string | null): PassOrder => {
  const pass = row(order.pass)
  const option = row(order.option)
  const memberCoupon = row(order.memberCoupon)
  const coupon = row(memberCoupon?.coupon)
  return {
    rsvtUid: order.id,
    orderNo: order.orderNo,
    passUid: pass?.id ?? (order.pass as number),
    passNm: pass?.name ?? '',
    gdsDtlUid: option?.id ?? (order.option as number),
    optionNm: option?.optionName ?? '',
    passCnt: order.passCount,
    unitPrice: order.unitPrice,
    totalPrice: order.totalPrice,
    discount: order.discount,
    payAmount: order.payAmount,
    couponNm: coupon?.name ?? null,
    payment: {
      method: order.paymentMethod,
      label: order.paymentMethod === TEST_PAYMENT.method ? TEST_PAYMENT.label : order.paymentMethod,
      ref: order.paymentRef,
    },
    state: order.state,
    stateLabel: passOrderStates.find((state) => state.value === order.state)?.label ?? order.state,
    paidAt: order.paidAt,
    validUntil: order.validUntil,
    voucherCode: order.voucherCode,
    refund:
      order.state === 'refunded' && order.refundWhyCode && order.refundedAt
        ? {
            whyCd: order.refundWhyCode,
            whyNm: whyNm ?? order.refundWhyCode,
            etcWhy: order.refundEtcWhy ?? null,
            refundedAt: order.refundedAt,
            refundAmount: order.payAmount,
          }
        : null,
    isPay: true,
  }
}

/** The voucher of an order read at depth 2 (the pass's attractions as rows). */
export const toPassVoucher = (order: PassOrderDoc): PassVoucher => {
  const pass = row(order.pass)
  return {
    rsvtUid: order.id,
    orderNo: order.orderNo,
    voucherCode: order.voucherCode,
    passNm: pass?.name ?? '',
    optionNm: row(order.option)?.optionName ?? '',
    passCnt: order.passCount,
    validUntil: order.validUntil,
    attractions: (pass?.attractions ?? []).flatMap((attraction) =>
      typeof attraction === 'object' && attraction._status === 'published' ? [attraction.name] : [],
    ),
  }
}
