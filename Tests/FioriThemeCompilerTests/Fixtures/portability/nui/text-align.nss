Label { text-align: justified; }
