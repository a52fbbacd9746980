import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { runWithProgress } from '../../scripts/build'

describe('the build while a slow tool runs', () => {
  it('prints the elapsed time while the tool is still working', async () => {
    // The stand-in tool runs until the first progress line is seen, so the test waits on that line, not on a clock.
    const seen = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'build-progress-')), 'seen')
    const tool = [process.execPath, '-e', `const t = setInterval(() => require('fs').existsSync(${JSON.stringify(seen)}) && clearInterval(t), 10)`]
    const lines: string[] = []
    await runWithProgress('관리자 화면(Payload/Next)', tool, process.env, {
      everyMs: 20,
      log: (line) => {
        lines.push(line)
        fs.writeFileSync(seen, '')
      },
    })
    expect(lines[0]).toMatch(/^\[build\] 관리자 화면\(Payload\/Next\): 아직 빌드 중입니다 \(\d+초 경과\)$/)
  })

  it('fails with the exit code of the tool', async () => {
    await expect(runWithProgress('포털 화면(Vite)', [process.execPath, '-e', 'process.exit(3)'], process.env)).rejects.toThrow(
      '포털 화면(Vite) 빌드에 실패했습니다 (exit 3).',
    )
  })
})
