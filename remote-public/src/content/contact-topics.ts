/** The query that the 'Request a Test' button adds to /contact, so the page can say what to include. */
export const SOIL_TEST_TOPIC = 'soil-water-test';
