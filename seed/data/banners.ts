import { type ArtSpec, palettes } from '../lib/art'

/** Home slider: three slides (1280×640 illustrations) linking into the portal. */
export type BannerSeed = { order: number; title: string; subtitle: string; link: string; alt: string; art: ArtSpec }

export const banners: BannerSeed[] = [
  {
    order: 1,
    title: '연구장비를 함께 쓰는 캠퍼스',
    subtitle: '공동실험실습관의 공용장비 120여 종을 학내외 연구자와 기업에 개방합니다.',
    link: '/cooperation/equ',
    alt: '연구장비 네트워크를 표현한 남색 배경의 추상 그림',
    art: { pattern: 'hexagons', palette: palettes.navy, seed: 201 },
  },
  {
    order: 2,
    title: '산학협력단 소식을 가장 먼저',
    subtitle: '모집·행사·입찰 공고를 공지사항에서 확인하세요.',
    link: '/infoPlaza/notice',
    alt: '소식이 퍼져 나가는 모습을 표현한 보랏빛 궤도 그림',
    art: { pattern: 'orbits', palette: palettes.violet, seed: 202 },
  },
  {
    order: 3,
    title: '지속가능한 내일을 배우는 ESG 교육',
    subtitle: '학생과 지역 주민 모두를 위한 ESG·평생교육 과정을 만나 보세요.',
    link: '/studentSupport/future',
    alt: '숲과 물결을 표현한 초록빛 추상 그림',
    art: { pattern: 'waves', palette: palettes.forest, seed: 203 },
  },
]
