import fs from 'node:fs'
import path from 'node:path'
import js from '@eslint/js'
import checkFile from 'eslint-plugin-check-file'
import globals from 'globals'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import importX from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

const rootDir = import.meta.dirname
const features = fs.readdirSync(path.join(rootDir, 'web/src/features'))
const domains = fs
  .readdirSync(path.join(rootDir, 'cms/domains'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
/** What a domain offers the others and the wiring: its index.ts, nothing else. */
const domainSurfaces = domains.map((domain) => `./${domain}/index.ts`)

/**
 * The layout's rules (docs/architecture.md, docs/web.md) as import boundaries:
 * - a web feature never imports another feature;
 * - the web's shared folders never import a feature;
 * - the web reaches server code only through contract/, and contract/ imports neither side;
 * - the server never imports the web.
 */
const boundaries = [
  ...features.map((feature) => ({
    target: `./web/src/features/${feature}`,
    from: './web/src/features',
    except: [`./${feature}`],
    message: '기능(feature)은 다른 기능을 import하지 않습니다. 공유할 것은 web/src/{components,hooks,lib,utils}로 옮기세요.',
  })),
  ...['components', 'hooks', 'lib', 'utils', 'config'].map((shared) => ({
    target: `./web/src/${shared}`,
    from: './web/src/features',
    message: '공유 폴더는 기능(feature)을 import하지 않습니다.',
  })),
  { target: './web', from: './cms', message: '웹은 서버 코드를 contract/ 로만 가져옵니다.' },
  { target: './contract', from: ['./cms', './web'], message: 'contract/ 는 서버와 웹 어느 쪽도 import하지 않습니다.' },
  { target: './cms', from: './web', message: '서버는 웹 코드를 import하지 않습니다.' },
  // The server: domain wings over a platform floor (docs/architecture.md).
  { target: './cms/platform', from: './cms/domains', message: 'platform/ 은 도메인을 import하지 않습니다. 도메인이 필요한 것은 인자로 넘기세요.' },
  ...domains.map((domain) => ({
    target: `./cms/domains/${domain}`,
    from: './cms/domains',
    except: [`./${domain}`, ...domainSurfaces],
    message: '다른 도메인은 그 도메인의 index.ts 로만 가져옵니다.',
  })),
  {
    target: ['./cms/payload.config.ts', './cms/server.ts', './cms/main.ts'],
    from: './cms/domains',
    except: domainSurfaces,
    message: '연결 파일은 도메인의 index.ts 만 가져옵니다.',
  },
]

export default tseslint.config(
  {
    ignores: [
      'node_modules/**',
      'dist/**',
      'data/**',
      'test-results/**',
      '.migrate-tmp/**',
      'cms/.next/**',
      'web/dist/**',
      'web/dist-ssr/**',
      'cms/payload-types.ts',
      'cms/migrations/**',
      'cms/migrations-postgres/**',
      'cms/app/(payload)/**',
      'cms/next-env.d.ts',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    plugins: { 'import-x': importX, 'check-file': checkFile },
    settings: {
      // ExportMap parses the imported files for no-cycle; without the TypeScript parser it sees none.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts', '.cts'] },
      'import-x/extensions': ['.ts', '.tsx', '.mjs', '.js'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: path.join(rootDir, 'tsconfig.json') })],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: "Property[key.name='overrideAccess'][value.value=true]",
          message: "접근 규칙을 우회할 때는 cms/platform/access/system-access.ts의 systemAccess('이유')를 씁니다.",
        },
      ],
      'import-x/no-duplicates': 'error',
      // One file-name case: kebab-case, except one collection per file named after it (Payload's convention).
      'check-file/filename-naming-convention': ['error', { '**/*.{ts,tsx,mjs}': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
      'check-file/folder-naming-convention': ['error', { '{cms,web,contract,seed,tests,scripts,bench}/**/': 'KEBAB_CASE' }],
    },
  },
  {
    files: ['cms/platform/access/system-access.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['**/*.{mjs,cjs}'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
  },
  {
    // Collections and globals are named like the Payload configs they export.
    files: ['cms/domains/*/collections/*.ts', 'cms/domains/*/globals/*.ts'],
    rules: { 'check-file/filename-naming-convention': ['error', { '**/*.ts': 'PASCAL_CASE' }, { ignoreMiddleExtensions: true }] },
  },
  {
    files: ['web/**/*.{ts,tsx}', 'cms/**/admin/**/*.{ts,tsx}', 'tests/unit/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
)
