/** A stand-in worker for `card-pool-fs.test.ts` that fails while starting, as a broken import would. */
throw new Error('fixture: this worker fails to start')
