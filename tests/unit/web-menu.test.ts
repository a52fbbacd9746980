import { describe, expect, it } from 'vitest'
import { menuGroups } from '@/config/menus'
import { findActiveItem, findMenuGroup, isMembersOnly } from '@/lib/menu'

describe('menu groups', () => {
  it('finds the group from the first path segment, ignoring case', () => {
    expect(findMenuGroup('/infoPlaza/notice')?.menu).toBe('infoPlaza')
    expect(findMenuGroup('/mypage/edu')?.menu).toBe('mypage')
    expect(findMenuGroup('/myPage/edu')?.menu).toBe('mypage')
    expect(findMenuGroup('/easyReservation')?.menu).toBe('cooperation')
    expect(findMenuGroup('/')).toBeUndefined()
    expect(findMenuGroup('/search')).toBeUndefined()
  })

  it('lights up the item of a detail page and of the second spelling of a path', () => {
    const plaza = menuGroups.infoPlaza
    expect(findActiveItem(plaza, '/infoPlaza/notice_detail')?.menu).toBe('notice')
    expect(findActiveItem(plaza, '/infoPlaza/newsDetail')?.menu).toBe('news')
    expect(findActiveItem(menuGroups.cooperation, '/cooperation/equipment')?.menu).toBe('equipment')
    expect(findActiveItem(menuGroups.mypage, '/mypage/myQnaDetail/')?.menu).toBe('qna')
    expect(findActiveItem(plaza, '/infoPlaza/unknown')).toBeUndefined()
  })

  it('marks Q&A and the whole member area as members only', () => {
    const qna = menuGroups.infoPlaza.items.find((item) => item.menu === 'qna')
    const notice = menuGroups.infoPlaza.items.find((item) => item.menu === 'notice')
    expect(qna && isMembersOnly(menuGroups.infoPlaza, qna)).toBe(true)
    expect(notice && isMembersOnly(menuGroups.infoPlaza, notice)).toBe(false)
    expect(menuGroups.mypage.items.every((item) => isMembersOnly(menuGroups.mypage, item))).toBe(true)
  })

  it('gives every item the menu, link and label of spec §3', () => {
    for (const group of Object.values(menuGroups)) {
      for (const item of group.items) {
        expect(item.menu).toBeTruthy()
        expect(item.link.startsWith('/')).toBe(true)
        expect(item.label).toBeTruthy()
      }
    }
  })
})
