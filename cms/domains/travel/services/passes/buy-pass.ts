import { randomBytes, randomUUID } from 'node:crypto'
import type { PayloadRequest } from 'payload'
import { portalFormContext } from '../../../../platform/access/portal-form'
import type { PassOrder } from '../../../../../contract/travel'
import { TEST_PAYMENT } from '../../../../../contract/travel-options'
import { runSql, sql } from '../../../../platform/data/raw-sql'
import { addDays, compactDay, kstDay, kstInstant } from '../../../../platform/time/kst'
import type { PurchaseInput } from '../../schemas/passes'
import { AppError } from '../../../../platform/http/errors'
import type { User } from '../../../../payload-types'
import { travelMessages as m } from '../../messages'
import { recordCouponOrder, spendCouponAndWrite } from '../coupons/use-coupon'
import { getOrder } from './my-passes'
import { returnStock, takeStock } from './pass-stock'
import { pricePurchase } from './price-pass'

/** Voucher codes avoid letters read alike (0/O, 1/I). */
const VOUCHER_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
const voucherCode = () => `PV-${[...randomBytes(10)].map((byte) => VOUCHER_ALPHABET[byte % VOUCHER_ALPHABET.length]).join('')}`

/**
 * Records a purchase (`isPay` true): priced again on the server, the client's `price` must equal
 * the amount to pay (else 409, nothing taken). Then the passes are taken from stock and the coupon
 * spent, each by one conditional UPDATE; the order is written with a recorded test payment (the
 * portal has no payment provider). A step that fails gives back what the earlier ones took.
 */
export const buyPass = async (req: PayloadRequest, member: User, input: PurchaseInput): Promise<PassOrder> => {
  const now = new Date()
  const { quote, pass, option, memberCoupon } = await pricePurchase(req, member, input, now)
  if (input.price === undefined) throw new AppError(400, m.priceRequired)
  if (quote.priceChanged) throw new AppError(409, m.priceChanged)
  if (!(await takeStock(req, option.id, quote.passCnt))) throw new AppError(409, m.soldOut(0))
  const order = await spendCouponAndWrite(
    req,
    member.id,
    memberCoupon,
    () => returnStock(req, option.id, quote.passCnt),
    () =>
      req.payload.create({
        collection: 'pass-orders',
        data: {
          orderNo: `pending-${randomUUID()}`,
          member: member.id,
          pass: pass.id,
          option: option.id,
          passCount: quote.passCnt,
          unitPrice: quote.unitPrice,
          totalPrice: quote.totalPrice,
          discount: quote.discount,
          payAmount: quote.payAmount,
          memberCoupon: memberCoupon?.id ?? null,
          promoCode: input.promoCode ?? null,
          paymentMethod: TEST_PAYMENT.method,
          paymentRef: `TEST-${randomUUID().slice(0, 8).toUpperCase()}`,
          paidAt: now.toISOString(),
          voucherCode: voucherCode(),
          // Usable through the last of its days (Seoul calendar): until the next midnight.
          validUntil: kstInstant(addDays(kstDay(now), pass.validDays), '00:00').toISOString(),
          state: 'paid',
        },
        depth: 0,
        overrideAccess: false,
        user: member,
        context: portalFormContext,
        req,
      }),
  )
  const orderId = order.id
  // The row id makes the number unique without a counter that parallel purchases would race for.
  await runSql(req.payload, sql`UPDATE pass_orders SET order_no = ${`PS-${compactDay(kstDay(now))}-${String(orderId).padStart(4, '0')}`} WHERE id = ${orderId}`)
  if (memberCoupon) await recordCouponOrder(req, memberCoupon.id, orderId)
  return getOrder(req, member, orderId)
}
