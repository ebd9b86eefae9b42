// The libraries every page runs, besides React: main.tsx evaluates them in a task of their own
// before the app, so no single task of the start holds all of them.
export { combineSlices, configureStore } from '@reduxjs/toolkit';
export { createApi } from '@reduxjs/toolkit/query/react';
export { Provider } from 'react-redux';
export { createBrowserRouter } from 'react-router';
export { RouterProvider } from 'react-router/dom';
