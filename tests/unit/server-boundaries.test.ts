import path from 'node:path'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

/**
 * The server's layout rules (docs/architecture.md) hold because ESLint refuses a wrong import. These
 * lint a line placed in a real folder of the tree, with the repository's own configuration.
 */
const rootDir = path.resolve(import.meta.dirname, '../..')
const eslint = new ESLint({ cwd: rootDir })

const boundaryErrors = async (file: string, source: string) => {
  const [result] = await eslint.lintText(`${source}\nexport const used = value\n`, { filePath: path.join(rootDir, file) })
  return result.messages.filter((message) => message.ruleId === 'import-x/no-restricted-paths').map((message) => message.message)
}

describe('server import boundaries', { timeout: 60_000 }, () => {
  it('refuses a platform module that imports a domain', async () => {
    const errors = await boundaryErrors('cms/platform/http/probe.ts', "import { listBoardPosts as value } from '../../domains/boards'")
    expect(errors.join('\n')).toContain('platform/ 은 도메인을 import하지 않습니다')
  })

  it("refuses a domain that reaches into another domain's files", async () => {
    const errors = await boundaryErrors(
      'cms/domains/search/services/probe.ts',
      "import { listBoardPosts as value } from '../../boards/services/list-board-posts'",
    )
    expect(errors.join('\n')).toContain('다른 도메인은 그 도메인의 index.ts 로만 가져옵니다')
  })

  it('lets a domain use another through its index.ts', async () => {
    expect(await boundaryErrors('cms/domains/search/services/probe.ts', "import { listBoardPosts as value } from '../../boards'")).toEqual([])
  })

  it('lets a domain use its own files and the platform', async () => {
    expect(await boundaryErrors('cms/domains/boards/services/probe.ts', "import { richTextToHtml as value } from '../../../platform/text/rich-text'")).toEqual(
      [],
    )
  })

  it('refuses wiring that imports past a domain index', async () => {
    const errors = await boundaryErrors('cms/payload.config.ts', "import { Notices as value } from './domains/boards/collections/Notices'")
    expect(errors.join('\n')).toContain('연결 파일은 도메인의 index.ts 만 가져옵니다')
  })
})
