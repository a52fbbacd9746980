import { Button, NativeSelect, TextInput } from '@mantine/core'
import { SEARCH_KEYWORD_MAX } from '@contract/search'
import { useDebouncedValue } from '@mantine/hooks'
import { IconSearch } from '@tabler/icons-react'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { useAuth } from '@/hooks/use-auth'
import { siteSearchQueryOptions } from '../api/site-search'
import { searchMessages } from '../messages'
import { countOf, tabsFor, type SearchTab } from '../search-types'
import classes from './main-search-form.module.css'

type MainSearchFormProps = {
  initialKeyword?: string
  initialType?: SearchTab
  onSubmit: (values: { search: string; type: SearchTab }) => void
}

/** Type dropdown (each type with its count as the keyword is typed), keyword and 검색. */
export function MainSearchForm({ initialKeyword = '', initialType = 'all', onSubmit }: MainSearchFormProps) {
  const auth = useAuth()
  const [keyword, setKeyword] = useState(initialKeyword)
  const [type, setType] = useState<SearchTab>(initialType)
  const [debouncedKeyword] = useDebouncedValue(keyword.trim(), 300)
  const counts = useQuery({
    ...siteSearchQueryOptions(debouncedKeyword, auth.userInfo?.login_id ?? null),
    enabled: debouncedKeyword.length > 0,
    placeholderData: keepPreviousData,
  })
  const result = debouncedKeyword ? counts.data : undefined

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (keyword.trim()) onSubmit({ search: keyword.trim(), type })
  }

  return (
    <form role="search" className={classes.form} onSubmit={submit}>
      <NativeSelect
        label={searchMessages.typeLabel}
        value={type}
        onChange={(event) => setType(event.currentTarget.value as SearchTab)}
        data={tabsFor(result, auth.isLogin).map((value) => ({
          value,
          label: searchMessages.typeWithCount(searchMessages.types[value], countOf(result, value)),
        }))}
        className={classes.type}
      />
      <TextInput
        label={searchMessages.keywordLabel}
        placeholder={searchMessages.keywordPlaceholder}
        value={keyword}
        onChange={(event) => setKeyword(event.currentTarget.value)}
        maxLength={SEARCH_KEYWORD_MAX}
        required
        data-autofocus
        className={classes.keyword}
      />
      <Button type="submit" leftSection={<IconSearch size={16} aria-hidden="true" />}>
        {searchMessages.submit}
      </Button>
    </form>
  )
}
