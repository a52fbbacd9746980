/** Equipment open every day 09:00–18:00 in 60-minute slots: 9 slots a day for tests and the bench to book. */
export const everyDayNineToSix = {
  weekdays: ['0', '1', '2', '3', '4', '5', '6'],
  openTime: '09:00',
  closeTime: '18:00',
  slotMinutes: '60',
  maxSlotsPerBooking: 4,
  horizonDays: 60,
  cancelNoticeHours: 24,
}
