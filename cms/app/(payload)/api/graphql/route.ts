import config from '@payload-config'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'
import { withJsonBodyCheck } from '../../../../platform/security/graphql-json-body'

export const POST = withJsonBodyCheck(GRAPHQL_POST(config))
export const OPTIONS = REST_OPTIONS(config)
