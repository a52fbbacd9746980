import { memberBoardCollection } from '../member-board-collection'

/** Q&A of the information plaza: members ask, staff answer (spec §2 /infoPlaza/qna, §7 insertInquiry). */
export const Inquiries = memberBoardCollection({ slug: 'inquiries', singular: 'Q&A 문의', board: 'qna' })
