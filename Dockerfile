# The site on the official nginx image (README "Deploying"). Build the site and its server block first:
#   npm ci && npm run build
#   cp /path/to/your/config.json app/dist/config.json && npm run deploy:nginx
#   docker build -t sorte-web . && docker run -p 8080:80 sorte-web
# The official image has no brotli module: the server block sends the build's .gz files (gzip_static).
FROM nginx:stable-alpine
COPY app/dist /usr/share/nginx/html
COPY nginx/sorte.conf /etc/nginx/conf.d/default.conf
