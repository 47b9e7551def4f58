// `react-router-dom` 7 only re-exports `react-router`: route it to the one shared router.
export * from 'react-router';
