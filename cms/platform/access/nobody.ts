/**
 * Collection or field access that refuses every caller: only the portal's own services write these
 * (with overrideAccess). Untyped on purpose, so it serves as both Access and FieldAccess.
 */
export const nobody = (): false => false
