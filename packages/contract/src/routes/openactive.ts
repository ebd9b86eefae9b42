import { z } from 'zod';
import { defineRoute } from '../define-route';

// OpenActive (issue 44): the operator's open data. The dataset site is a page on the bookings
// site, not under /api: activity finders and OpenActive's tools are given its address, read the
// JSON-LD in it and follow it to the RPDE feeds it lists.

export const getOpenActiveDatasetSite = defineRoute({
  method: 'GET',
  path: '/openactive',
  summary:
    "The operator's OpenActive dataset site: its open data feeds, their licence and publisher, as a page with JSON-LD",
  tags: ['openactive'],
  auth: 'public',
  response: z.string(),
  contentType: 'html',
  errors: ['UNAVAILABLE'],
});
