export const graphqlBodyMessages = { badJson: '요청 본문이 올바른 JSON이 아닙니다.' } as const

type RouteHandler = (request: Request) => Promise<Response>

/**
 * Payload's GraphQL route fails with a 500 on a body that is not JSON; it is the caller's 400, answered
 * in GraphQL's own error shape. The body is at most 1 MB here (express refuses larger ones first).
 */
export const withJsonBodyCheck =
  (handler: RouteHandler): RouteHandler =>
  async (request) => {
    if (request.headers.get('content-type')?.includes('application/json')) {
      try {
        JSON.parse(await request.clone().text())
      } catch {
        return Response.json({ errors: [{ message: graphqlBodyMessages.badJson }] }, { status: 400 })
      }
    }
    return handler(request)
  }
