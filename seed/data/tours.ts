import type { TourEtcInformation } from '../../contract/travel-options'
import { type ArtSpec, palettes } from '../lib/art'

export type TourSeed = {
  key: string
  title: string
  theme: string
  tourDays: number
  summary: string
  description: string
  etcInformation: TourEtcInformation[]
  /** Attractions by their seed key (seed/data/attractions.ts), day by day. */
  stops: { day: number; attraction: string; note?: string }[]
  art: ArtSpec
  draft?: boolean
}

/** Demo recommended tours; themes from seed/data/travel-codes.ts. */
export const tourSeeds: TourSeed[] = [
  {
    key: 'seoul-palaces',
    title: '서울 궁궐 한나절 산책',
    theme: 'CD0000002501',
    tourDays: 1,
    summary: '경복궁에서 창덕궁 후원까지, 걸어서 도는 조선 궁궐',
    description: '오전에는 경복궁의 수문장 교대의식을 보고, 점심 뒤 북촌을 지나 창덕궁 후원 해설 관람으로 마무리합니다.',
    etcInformation: ['publicTransport', 'kids'],
    stops: [
      { day: 1, attraction: 'gyeongbokgung', note: '10:00 수문장 교대의식' },
      { day: 1, attraction: 'changdeokgung', note: '후원 관람은 인터넷 예약 필수' },
    ],
    art: { pattern: 'blocks', palette: palettes.slate, seed: 921 },
  },
  {
    key: 'busan-sea',
    title: '부산 바다 1박 2일',
    theme: 'CD0000002502',
    tourDays: 2,
    summary: '해운대의 밤과 태종대의 아침 바다',
    description: '첫날은 해운대 백사장과 동백섬 산책, 둘째 날은 다누비 열차로 태종대 해안 절벽을 둘러봅니다.',
    etcInformation: ['publicTransport', 'pet'],
    stops: [
      { day: 1, attraction: 'haeundae', note: '해 질 녘 동백섬 산책로' },
      { day: 2, attraction: 'taejongdae' },
    ],
    art: { pattern: 'waves', palette: palettes.ocean, seed: 922 },
  },
  {
    key: 'gyeongbuk-heritage',
    title: '경북 천년 고도 2박 3일',
    theme: 'CD0000002501',
    tourDays: 3,
    summary: '신라의 불국사에서 조선의 하회마을까지',
    description: '경주 불국사에서 신라 불교 예술을, 안동 하회마을에서 양반 문화와 탈춤을 만나는 역사 여행입니다.',
    etcInformation: ['barrierFree'],
    stops: [
      { day: 1, attraction: 'bulguksa' },
      { day: 3, attraction: 'hahoe', note: '주말 14:00 하회별신굿탈놀이' },
    ],
    art: { pattern: 'hexagons', palette: palettes.sunset, seed: 923 },
  },
  {
    key: 'namdo-family',
    title: '남도 바다와 습지 가족 여행',
    theme: 'CD0000002504',
    tourDays: 2,
    summary: '여수 밤바다 케이블카와 순천만 갈대밭',
    description: '아이와 함께 해상 케이블카를 타고 여수 야경을 본 뒤, 다음 날 순천만습지의 갈대밭 데크길을 걷습니다.',
    etcInformation: ['kids', 'barrierFree'],
    stops: [
      { day: 1, attraction: 'yeosu-cablecar', note: '야간 탑승 추천' },
      { day: 2, attraction: 'suncheonman' },
    ],
    art: { pattern: 'network', palette: palettes.violet, seed: 924 },
  },
  {
    key: 'jeju-east',
    title: '제주 동쪽 해돋이와 시장 먹거리',
    theme: 'CD0000002503',
    tourDays: 1,
    summary: '성산일출봉 해돋이 뒤 동문시장 야시장까지',
    description: '새벽에 성산일출봉에 올라 해돋이를 보고, 저녁에는 제주 동문재래시장 야시장에서 제주 먹거리를 맛봅니다.',
    etcInformation: ['publicTransport'],
    stops: [
      { day: 1, attraction: 'seongsan', note: '일출 40분 전 출발' },
      { day: 1, attraction: 'dongmun-market' },
      { day: 1, attraction: 'draft-museum', note: '개관 후 추가 예정' },
    ],
    art: { pattern: 'orbits', palette: palettes.rose, seed: 925 },
  },
  {
    key: 'draft-gangwon',
    title: '강원 설악과 경포 (준비 중)',
    theme: 'CD0000002502',
    tourDays: 2,
    summary: '임시저장된 코스',
    description: '코스 검토 중입니다.',
    etcInformation: [],
    stops: [
      { day: 1, attraction: 'seoraksan' },
      { day: 2, attraction: 'gyeongpo' },
    ],
    art: { pattern: 'orbits', palette: palettes.forest, seed: 926 },
    draft: true,
  },
]
