/** 운영 통계 (issue 34): the office's figures, counted by the database at request time. What the wiring may use. */
export { statisticsEndpoints } from './endpoints'
