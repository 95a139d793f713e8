// A stand-in for https://apis.google.com/js/api.js, served by the browser tests through Playwright routing
// (this machine has no Internet). It implements just the part of gapi.iframes that the Firebase JS SDK and the
// Auth emulator's helper iframe use to talk to each other: open, ping, restyle, register, send, getParentIframe.
(function () {
  var FLAG = '__thryveGapiStandIn';
  var nextId = 1;
  var pending = {};

  function Channel(target) {
    this.target = target;
    this.handlers = {};
    var channel = this;
    window.addEventListener('message', function (event) {
      var data = event.data;
      if (!data || data[FLAG] !== true || event.source !== channel.target) return;
      if (data.kind === 'call' && channel.handlers[data.name]) {
        var result = channel.handlers[data.name](data.payload);
        Promise.resolve(result).then(function (value) {
          channel.target.postMessage({ __thryveGapiStandIn: true, kind: 'reply', id: data.id, result: value }, '*');
        });
      } else if (data.kind === 'reply' && pending[data.id]) {
        pending[data.id]([data.result]);
        delete pending[data.id];
      }
    });
  }
  Channel.prototype.register = function (name, handler) {
    this.handlers[name] = handler;
  };
  Channel.prototype.send = function (name, payload, callback) {
    var id = nextId++;
    if (callback) pending[id] = callback;
    this.target.postMessage({ __thryveGapiStandIn: true, kind: 'call', id: id, name: name, payload: payload }, '*');
  };
  Channel.prototype.restyle = function () {
    return Promise.resolve();
  };

  function open(options, onOpen) {
    var frame = document.createElement('iframe');
    var attributes = options.attributes || {};
    Object.keys(attributes).forEach(function (key) {
      if (key === 'style') Object.assign(frame.style, attributes.style);
      else frame.setAttribute(key, attributes[key]);
    });
    var loaded = new Promise(function (resolve) {
      frame.addEventListener('load', resolve, { once: true });
    });
    frame.src = options.url;
    options.where.appendChild(frame);
    var channel = new Channel(frame.contentWindow);
    channel.ping = function (callback) {
      return loaded.then(function () {
        if (callback) callback();
      });
    };
    return onOpen ? onOpen(channel) : Promise.resolve(channel);
  }

  var context = {
    open: open,
    getParentIframe: function () {
      return new Channel(window.parent);
    },
  };
  window.gapi = window.gapi || {};
  window.gapi.iframes = {
    Iframe: function () {},
    CROSS_ORIGIN_IFRAMES_FILTER: function () {
      return true;
    },
    getContext: function () {
      return context;
    },
  };
  window.gapi.load = function (_name, options) {
    var callback = typeof options === 'function' ? options : options && options.callback;
    setTimeout(function () {
      if (callback) callback();
    }, 0);
  };

  var script = document.currentScript;
  var onload = script && new URL(script.src).searchParams.get('onload');
  setTimeout(function () {
    if (onload && typeof window[onload] === 'function') window[onload]();
    if (typeof window.gapi_onload === 'function') window.gapi_onload();
  }, 0);
})();
