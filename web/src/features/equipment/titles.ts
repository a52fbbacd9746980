/**
 * Page titles of the shared-equipment routes. Apart from the feature's messages because the route tree, which every first page loads,
 * needs only these: importing messages.ts there would put all of the feature's text in the entry chunk.
 */
export const equipmentTitles = {
  reservation: '장비 예약',
  reservationComplete: '예약 신청 완료',
  myReservations: '장비 신청현황',
  statement: '장비 이용 내역서',
  monthlyStatement: '장비 이용료 월별 청구서',
} as const
