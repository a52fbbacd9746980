import { Accordion, Tabs } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { BoardEmpty } from '@/components/board/board-empty'
import { BoardPaging } from '@/components/board/board-paging'
import { HtmlContent } from '@/components/html-content'
import { boardCategoriesQueryOptions } from '../api/get-board-categories'
import { boardListQueryOptions } from '../api/get-board-list'
import type { BoardListSearch } from '../boards'
import { useBoardListNavigate } from '../hooks/use-board-list-navigate'
import { infoPlazaMessages } from '../messages'
import { BoardListToolbar } from './board-list-toolbar'
import { NewPostBadge } from '@/components/board/new-post-badge'
import classes from './faq-list-page.module.css'

const ALL = 'all'

/** FAQ: category tabs, search, and the questions as an accordion whose panels hold the answers. */
export function FaqListPage({ search }: { search: BoardListSearch }) {
  const { data } = useSuspenseQuery(boardListQueryOptions('faq', search))
  const { data: categories } = useSuspenseQuery(boardCategoriesQueryOptions('faq'))
  const navigate = useBoardListNavigate('faq')
  const page = search.pageNum ?? 1

  return (
    <>
      <Tabs
        value={search.category ?? ALL}
        onChange={(value) => navigate({ ...search, pageNum: 1, category: value === ALL ? undefined : (value ?? undefined) })}
        classNames={{ list: classes.tabList, tab: classes.tab }}
      >
        <Tabs.List aria-label={infoPlazaMessages.categoryTabs}>
          <Tabs.Tab value={ALL}>{infoPlazaMessages.allCategories}</Tabs.Tab>
          {categories.map((category) => (
            <Tabs.Tab key={category.value} value={category.value}>
              {category.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <BoardListToolbar board="faq" search={search} total={data.cnt_total} pageCount={data.page_cnt} />
      {data.list.length === 0 ? (
        <BoardEmpty searched={Boolean(search.searchKeyword)} />
      ) : (
        <Accordion
          transitionDuration={350}
          chevronPosition="right"
          classNames={{
            root: classes.accordion,
            item: classes.item,
            control: classes.control,
            label: classes.label,
            content: classes.content,
            panel: classes.panel,
          }}
        >
          {data.list.map((post) => (
            <Accordion.Item key={post.id} value={String(post.id)}>
              <Accordion.Control>
                <span className={classes.mark} aria-hidden="true">
                  {infoPlazaMessages.faqQuestion}
                </span>
                <span>
                  <span className={classes.category}>[{post.categoryLabel}]</span>
                  <span className={classes.question}>{post.title}</span>
                  <NewPostBadge isNew={post.isNew} />
                </span>
              </Accordion.Control>
              <Accordion.Panel>
                <div className={classes.answer}>
                  <span className={classes.answerMark} aria-hidden="true">
                    {infoPlazaMessages.faqAnswer}
                  </span>
                  <HtmlContent html={post.contentHtml ?? ''} />
                </div>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
      <BoardPaging page={page} pageCount={data.page_cnt} onChange={(pageNum) => navigate({ ...search, pageNum })} />
    </>
  )
}
