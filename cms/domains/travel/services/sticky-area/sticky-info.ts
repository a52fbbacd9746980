import type { PayloadRequest } from 'payload'
import type { StickyDirections, StickyLiveChat } from '../../../../../contract/travel'
import { kstDateTime, kstDay, weekdayOf } from '../../../../platform/time/kst'
import { travelMessages as m } from '../../messages'

const readStickyArea = (req: PayloadRequest) => req.payload.findGlobal({ slug: 'sticky-area', req, overrideAccess: false, depth: 0 })

export const getDirections = async (req: PayloadRequest): Promise<StickyDirections> => {
  const { directions } = await readStickyArea(req)
  return {
    title: directions.title,
    address: directions.address,
    transport: directions.transport || null,
    mapUrl: directions.mapUrl || null,
    phone: directions.phone || null,
  }
}

/** The live consultation with whether it is open now (Seoul time; 평일 = Monday to Friday). */
export const getLiveChat = async (req: PayloadRequest, now = new Date()): Promise<StickyLiveChat> => {
  const { liveChat } = await readStickyArea(req)
  const weekday = weekdayOf(kstDay(now))
  const clock = kstDateTime(now).slice(11, 16)
  const onDay = !liveChat.weekdaysOnly || (weekday >= 1 && weekday <= 5)
  const open = onDay && clock >= liveChat.opensAt && clock < liveChat.closesAt
  const hours = m.chatHours(liveChat.opensAt, liveChat.closesAt, Boolean(liveChat.weekdaysOnly))
  return {
    channelName: liveChat.channelName,
    channelUrl: liveChat.channelUrl || null,
    hours,
    phone: liveChat.phone || null,
    open,
    message: open ? m.chatOpen : m.chatClosed(hours),
  }
}
