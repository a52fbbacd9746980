import type { FeedKey } from '../../../contract/seo'

/** What the feeds say to their readers. */
export const feedTexts: Record<FeedKey, { title: string; description: string }> = {
  notices: { title: '공지사항', description: '산학협력단의 새 공지사항입니다.' },
  news: { title: '뉴스', description: '산학협력단의 새 소식입니다.' },
  calls: { title: '과제 공고', description: '공동기술개발과제 공고입니다.' },
  events: { title: '행사·세미나', description: '산학협력단이 여는 설명회·세미나·포럼 등 행사 안내입니다.' },
}

export const seoMessages = {
  /** The feed's title as readers list it: "공지사항 - 새솔대학교 산학협력단". */
  feedTitle: (feed: string, site: string) => `${feed} - ${site}`,
  rssLinkTitle: (title: string) => `${title} (RSS)`,
  atomLinkTitle: (title: string) => `${title} (Atom)`,
  notFound: '요청하신 사이트맵이나 피드를 찾을 수 없습니다.',
}
