import { answerStates, memberSearchTypes, type MemberSearchType, type PostType } from '@contract/member-boards'
import { SEARCH_KEYWORD_MAX } from '@contract/search'
import { Button, NativeSelect, TextInput } from '@mantine/core'
import { IconSearch } from '@tabler/icons-react'
import { type FormEvent, useState } from 'react'
import { DEFAULT_MEMBER_PAGE_SIZE, memberPageSizes, type MemberBoardSearch } from '../member-board-search'
import { memberBoardMessages } from '../messages'
import classes from './member-board-filters.module.css'

type MemberBoardFiltersProps = {
  search: MemberBoardSearch
  types: PostType[]
  onChange: (search: MemberBoardSearch) => void
}

const { filters } = memberBoardMessages
const ALL = ''

/**
 * Spec §2's list footer: page size, 유형 and 답변 상태 filters and the search. The selects apply at
 * once; the keyword applies with 검색. Every change starts again at page 1.
 */
export function MemberBoardFilters({ search, types, onChange }: MemberBoardFiltersProps) {
  const [searchType, setSearchType] = useState<MemberSearchType>(search.searchType ?? 'all')
  const [keyword, setKeyword] = useState(search.searchKeyword ?? '')
  const apply = (change: Partial<MemberBoardSearch>) => onChange({ ...search, searchType, searchKeyword: keyword.trim(), ...change, pageNum: 1 })

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    apply({})
  }

  return (
    <form className={classes.filters} role="search" aria-label={filters.label} onSubmit={submit}>
      <NativeSelect
        label={filters.pageSize}
        value={String(search.pageSize ?? DEFAULT_MEMBER_PAGE_SIZE)}
        onChange={(event) => apply({ pageSize: Number(event.currentTarget.value) })}
        data={memberPageSizes.map((size) => ({ value: String(size), label: filters.pageSizeOption(size) }))}
        className={classes.pageSize}
      />
      <NativeSelect
        label={filters.type}
        value={search.typeId ? String(search.typeId) : ALL}
        onChange={(event) => apply({ typeId: Number(event.currentTarget.value) || undefined })}
        data={[{ value: ALL, label: filters.all }, ...types.map((type) => ({ value: String(type.id), label: type.label }))]}
        className={classes.select}
      />
      <NativeSelect
        label={filters.answerState}
        value={search.answerState ?? ALL}
        onChange={(event) => apply({ answerState: answerStates.find((state) => state === event.currentTarget.value) })}
        data={[{ value: ALL, label: filters.all }, ...answerStates.map((state) => ({ value: state, label: memberBoardMessages.answerState[state] }))]}
        className={classes.select}
      />
      <NativeSelect
        label={filters.searchType}
        value={searchType}
        onChange={(event) => setSearchType(event.currentTarget.value as MemberSearchType)}
        data={memberSearchTypes.map((type) => ({ value: type, label: filters.searchTypes[type] }))}
        className={classes.select}
      />
      <TextInput
        label={filters.searchKeyword}
        value={keyword}
        onChange={(event) => setKeyword(event.currentTarget.value)}
        placeholder={filters.searchPlaceholder}
        maxLength={SEARCH_KEYWORD_MAX}
        className={classes.keyword}
      />
      <Button type="submit" leftSection={<IconSearch size={16} aria-hidden="true" />} className={classes.submit}>
        {filters.search}
      </Button>
    </form>
  )
}
