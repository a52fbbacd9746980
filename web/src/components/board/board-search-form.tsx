import { Button, NativeSelect, TextInput } from '@mantine/core'
import { SEARCH_KEYWORD_MAX } from '@contract/search'
import { IconSearch } from '@tabler/icons-react'
import { useState, type FormEvent } from 'react'
import { boardMessages, searchTypeOptions, type BoardSearchType } from './board-messages'
import classes from './board-search-form.module.css'

type BoardSearchFormProps = {
  searchType: BoardSearchType
  searchKeyword: string
  onSearch: (values: { searchType: BoardSearchType; searchKeyword: string }) => void
}

/** The board search: 검색 구분 select, 검색어 input and 검색 button, all with visible labels. */
export function BoardSearchForm({ searchType, searchKeyword, onSearch }: BoardSearchFormProps) {
  const [type, setType] = useState(searchType)
  const [keyword, setKeyword] = useState(searchKeyword)

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    onSearch({ searchType: type, searchKeyword: keyword.trim() })
  }

  return (
    <form className={classes.form} role="search" onSubmit={submit}>
      <NativeSelect
        label={boardMessages.searchType}
        value={type}
        onChange={(event) => setType(event.currentTarget.value as BoardSearchType)}
        data={searchTypeOptions}
        className={classes.type}
      />
      <TextInput
        label={boardMessages.searchKeyword}
        value={keyword}
        onChange={(event) => setKeyword(event.currentTarget.value)}
        placeholder={boardMessages.searchPlaceholder}
        maxLength={SEARCH_KEYWORD_MAX}
        className={classes.keyword}
      />
      <Button type="submit" leftSection={<IconSearch size={16} aria-hidden="true" />} className={classes.submit}>
        {boardMessages.search}
      </Button>
    </form>
  )
}
