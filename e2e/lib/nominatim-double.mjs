// A local double of Nominatim's search API (GET /search?q=...&format=jsonv2&limit=1) for the
// browser suite: the BFF runs with GEOCODER_URL pointing here. It knows the addresses the tests
// use and answers an empty list for any other.
import http from 'node:http';

const PLACES = {
  '1400 W Fulton Market, Chicago, IL 60607': {
    lat: '41.8868',
    lon: '-87.6625',
    display_name: '1400, West Fulton Market, Chicago, Illinois, 60607, United States',
  },
};

const port = Number(process.argv[2]);
http
  .createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname === '/health') return void response.writeHead(200).end('ok');
    if (url.pathname !== '/search') return void response.writeHead(404).end();
    const place = PLACES[url.searchParams.get('q') ?? ''];
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(place ? [place] : []));
  })
  .listen(port, '127.0.0.1', () => console.log(`[nominatim-double] listening on ${port}`));
