import { describe, expect, it } from 'vitest';
import { logFormatOf, prettyMessage } from '../src/logger.js';

describe('the log format', () => {
  it('is readable lines only when asked for, outside production and tests; JSON everywhere else', () => {
    expect(logFormatOf({ LOG_FORMAT: 'pretty' })).toBe('pretty');
    expect(logFormatOf({ LOG_FORMAT: 'pretty', NODE_ENV: 'development' })).toBe('pretty');
    expect(logFormatOf({ LOG_FORMAT: 'pretty', NODE_ENV: 'production' })).toBe('json');
    expect(logFormatOf({ LOG_FORMAT: 'pretty', NODE_ENV: 'test' })).toBe('json');
    expect(logFormatOf({})).toBe('json');
    expect(logFormatOf({ LOG_FORMAT: 'json' })).toBe('json');
  });

  it('says an access-log line in one line: method, path, status and time; other lines by their message', () => {
    const request = { req: { method: 'GET', url: '/api/availability?locationId=1' }, res: { statusCode: 200 }, responseTime: 12.4 };
    expect(prettyMessage({ ...request, msg: 'request completed' })).toBe('GET /api/availability?locationId=1 200 12 ms');
    expect(prettyMessage({ ...request, res: { statusCode: 502 }, msg: 'request errored' })).toBe(
      'GET /api/availability?locationId=1 502 12 ms (request errored)',
    );
    expect(prettyMessage({ msg: 'listening on 4001' })).toBe('listening on 4001');
  });
});
