// API tests start real servers, databases and SMTP receivers. A project cannot set `testTimeout`
// when jest runs every workspace from the root (it is a global option), so each test file sets it here.
jest.setTimeout(60_000);
