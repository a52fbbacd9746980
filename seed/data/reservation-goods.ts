/** Demo goods to reserve for a day, at seeded attractions (seed/data/attractions.ts keys). */
export type ReservationGoodsSeed = {
  name: string
  attraction: string
  summary: string
  prices: { label: string; price: number }[]
  dailyCapacity: number
  onSale?: boolean
}

export const reservationGoodsSeeds: ReservationGoodsSeed[] = [
  {
    name: '창덕궁 후원 해설 관람',
    attraction: 'changdeokgung',
    summary: '해설사와 함께 90분 동안 후원을 걷습니다',
    prices: [
      { label: '성인', price: 5000 },
      { label: '어린이', price: 2500 },
    ],
    dailyCapacity: 30,
  },
  {
    name: '하회별신굿탈놀이 공연 관람석',
    attraction: 'hahoe',
    summary: '주말 14시 상설 공연 지정석',
    prices: [{ label: '일반', price: 10000 }],
    dailyCapacity: 100,
  },
  {
    name: '순천만 갈대밭 생태 해설 투어',
    attraction: 'suncheonman',
    summary: '하루 한 번, 소규모로 진행하는 해설 투어',
    prices: [
      { label: '성인', price: 8000 },
      { label: '청소년', price: 5000 },
      { label: '어린이', price: 3000 },
    ],
    dailyCapacity: 6,
  },
  {
    name: '설악산 케이블카 시간 지정권 (판매 중지)',
    attraction: 'seoraksan',
    summary: '점검으로 판매를 멈춘 상품',
    prices: [{ label: '성인', price: 15000 }],
    dailyCapacity: 50,
    onSale: false,
  },
]
