import { describe, expect, it } from 'vitest'
import { menuGroups } from '@/config/menus'
import { findActiveItem, findMenuGroup, isMembersOnly } from '@/lib/menu'
import { memberRoutes, publicRoutes } from '../helpers/spec-routes'

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

  it('lights the programme the completion screen names in ?kind=, 기술자문 without one (issue 37)', () => {
    const cooperation = menuGroups.cooperation
    expect(findActiveItem(cooperation, '/cooperation/applyComplete', { no: 'EA-1', kind: 'edu' })?.menu).toBe('edu')
    expect(findActiveItem(cooperation, '/cooperation/applyComplete', { no: 'PP-1', kind: 'assn' })?.menu).toBe('assignment')
    expect(findActiveItem(cooperation, '/cooperation/applyComplete', { kind: 'tech' })?.menu).toBe('tech')
    expect(findActiveItem(cooperation, '/cooperation/applyComplete')?.menu).toBe('tech')
    expect(findActiveItem(cooperation, '/cooperation/edu', { kind: 'assn' })?.menu).toBe('edu')
  })

  it('marks Q&A and the whole member area as members only', () => {
    const qna = menuGroups.infoPlaza.items.find((item) => item.menu === 'qna')
    const notice = menuGroups.infoPlaza.items.find((item) => item.menu === 'notice')
    expect(qna && isMembersOnly(menuGroups.infoPlaza, qna)).toBe(true)
    expect(notice && isMembersOnly(menuGroups.infoPlaza, notice)).toBe(false)
    expect(menuGroups.mypage.items.every((item) => isMembersOnly(menuGroups.mypage, item))).toBe(true)
  })

  it('links every menu item to a route of spec §2', () => {
    const specRoutes = new Set<string>([...publicRoutes, ...memberRoutes])
    const links = Object.values(menuGroups).flatMap((group) => group.items.map((item) => item.link))
    expect(links.filter((link) => !specRoutes.has(link))).toEqual([])
  })

  it('gives each item of a group its own menu key and link', () => {
    for (const group of Object.values(menuGroups)) {
      expect(new Set(group.items.map((item) => item.menu)).size).toBe(group.items.length)
      expect(new Set(group.items.map((item) => item.link)).size).toBe(group.items.length)
    }
  })
})
