/**
 * What a query may say about itself in `meta`, typed for every `useQuery` of the app.
 */
declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /**
       * `false`: the server's first screen (ADR 007) does not wait for this query. The
       * page arrives with the query's loading state and the browser asks once hydrated.
       * For content well below the first screen whose images would otherwise be fetched
       * at once (a lazy image within the browser's margin is) beside the first screen's.
       */
      firstScreen?: boolean;
    };
  }
}

export {};
