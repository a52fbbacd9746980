import { Button, NativeSelect, TextInput } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { IconSearch } from '@tabler/icons-react'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { mainSearchQueryOptions } from '../api/get-main-search'
import { searchMessages } from '../messages'
import { countOf, searchTypes, type MainSearchType } from '../search-types'
import classes from './main-search-form.module.css'

type MainSearchFormProps = {
  initialKeyword?: string
  initialType?: MainSearchType
  onSubmit: (values: { search: string; type: MainSearchType }) => void
}

/** Type dropdown (each type with its count from /main/main), keyword and 검색. */
export function MainSearchForm({ initialKeyword = '', initialType = 'all', onSubmit }: MainSearchFormProps) {
  const [keyword, setKeyword] = useState(initialKeyword)
  const [type, setType] = useState<MainSearchType>(initialType)
  const [debouncedKeyword] = useDebouncedValue(keyword.trim(), 300)
  const counts = useQuery({ ...mainSearchQueryOptions(debouncedKeyword), placeholderData: keepPreviousData })

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (keyword.trim()) onSubmit({ search: keyword.trim(), type })
  }

  return (
    <form role="search" className={classes.form} onSubmit={submit}>
      <NativeSelect
        label={searchMessages.typeLabel}
        value={type}
        onChange={(event) => setType(event.currentTarget.value as MainSearchType)}
        data={searchTypes.map((value) => ({
          value,
          label: searchMessages.typeWithCount(searchMessages.types[value], countOf(counts.data, value)),
        }))}
        className={classes.type}
      />
      <TextInput
        label={searchMessages.keywordLabel}
        placeholder={searchMessages.keywordPlaceholder}
        value={keyword}
        onChange={(event) => setKeyword(event.currentTarget.value)}
        maxLength={100}
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
