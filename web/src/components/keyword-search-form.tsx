import { Button, TextInput } from '@mantine/core'
import { SEARCH_KEYWORD_MAX } from '@contract/search'
import { IconSearch } from '@tabler/icons-react'
import { type FormEvent, useState } from 'react'
import classes from './keyword-search-form.module.css'

type Props = { label: string; placeholder: string; buttonLabel: string; initial?: string; onSearch: (keyword: string | undefined) => void }

/** A catalogue's keyword search (equipment, courses): a labelled box and its button; an empty box shows everything. */
export function KeywordSearchForm({ label, placeholder, buttonLabel, initial, onSearch }: Props) {
  const [keyword, setKeyword] = useState(initial ?? '')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSearch(keyword.trim() || undefined)
  }
  return (
    <form className={classes.search} role="search" onSubmit={submit}>
      <TextInput
        label={label}
        placeholder={placeholder}
        value={keyword}
        onChange={(event) => setKeyword(event.currentTarget.value)}
        maxLength={SEARCH_KEYWORD_MAX}
        className={classes.keyword}
      />
      <Button type="submit" leftSection={<IconSearch size={16} aria-hidden="true" />}>
        {buttonLabel}
      </Button>
    </form>
  )
}
