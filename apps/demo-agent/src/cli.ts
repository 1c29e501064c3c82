console.log("demo agent: not built yet");
