/** The admin dashboard: what waits for staff and the collections' counts. What other domains and the wiring may use; everything else stays inside. */
